import { Space } from 'antd';
import { useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { titleOf } from '../../app/routes.ts';
import { useCurrentRoute } from '../../app/use-current-route.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { SectionEmpty } from '../../components/common/section-empty.tsx';

/** What a route shows until its own screen lands: its title and the no-data image. */
export function Component() {
  const route = useCurrentRoute();
  const [query] = useSearchParams();
  const title = route ? titleOf(route, query) : '';
  return (
    <SectionEmpty title={title} description="该栏目内容正在整理中，您可以先浏览其他栏目">
      <Space size="middle">
        <LinkButton to={getHref('Index')} type="primary">
          返回首页
        </LinkButton>
        <LinkButton to={getHref('Outcome')}>浏览科技成果</LinkButton>
      </Space>
    </SectionEmpty>
  );
}
