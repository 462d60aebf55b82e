import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { MyProductApplies } from '../../features/finance/components/my-product-applies.tsx';
import '../../components/list/list.css';

/**
 * /UserInfo/SecuritiesInfor (证券化信息): the member's applications for securitisation /
 * IP-finance products (IP pledge financing and the like), with status, 撤回 while 待受理, and
 * each product opening on its /Securdetails. Every other finance application is under
 * /UserInfo/MyFinance (我的金融申请).
 */
export function Component() {
  return (
    <section className="mk-list pt-card" data-testid="securities-list">
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          证券化信息
        </h1>
        <LinkButton to={getHref('FinanceList')} data-testid="securities-more">
          浏览知识产权金融产品
        </LinkButton>
      </div>
      <p className="mk-card__summary">
        您申请的知识产权质押融资、知识产权证券化等产品及其受理状态。 其他金融申请见
        <Link to={getHref('MyFinance')}>我的金融申请</Link>。
      </p>
      <MyProductApplies scope="securities" productRoute="Securdetails" empty="暂无证券化信息" />
    </section>
  );
}
