import { LEVEL_YEARS_MAX, MEMBER_LEVELS, type MemberLevel } from '@portal/shared/enums/points';
import { formatMoney } from '@portal/shared/format';
import { Button, Modal, message, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { useBuyLevel } from '../../features/points/api/buy-level.ts';
import { usePointsSummary } from '../../features/points/api/get-points-summary.ts';
import '../../components/list/list.css';
import '../../features/points/components/points.css';

const LEVELS = Object.entries(MEMBER_LEVELS).map(([level, info]) => ({
  level: Number(level) as MemberLevel,
  ...info,
}));
const YEAR_OPTIONS = Array.from({ length: LEVEL_YEARS_MAX }, (_, i) => ({
  value: i + 1,
  label: `${i + 1}年`,
}));

/** The confirm dialog of a purchase: years, the amount, then a 待支付 order. */
function BuyDialog({ level, onClose }: { level: MemberLevel | null; onClose: () => void }) {
  const [years, setYears] = useState(1);
  const buy = useBuyLevel();
  const navigate = useNavigate();
  if (level === null) return null;
  const info = MEMBER_LEVELS[level];
  return (
    <Modal
      open
      title={`购买${info.name}`}
      okText="确认购买"
      cancelText="取消"
      confirmLoading={buy.isPending}
      onCancel={onClose}
      onOk={() =>
        buy.mutate(
          { level: level as 1 | 2 | 3, years },
          {
            onSuccess: (answer) => {
              void message.success(answer.msg);
              onClose();
              void navigate(getHref('buyLevelRecord'));
            },
          },
        )
      }
    >
      <p>
        <label htmlFor="level-years">购买年限：</label>
        <Select
          id="level-years"
          aria-label="购买年限"
          value={years}
          options={YEAR_OPTIONS}
          onChange={setYears}
          style={{ width: 120 }}
        />
      </p>
      <p data-testid="level-amount">
        应付金额：<b className="pts-level__price">¥{formatMoney(info.priceYuan * years)}</b>
      </p>
      <p style={{ color: '#555', fontSize: 13 }}>
        提交后生成待支付订单，可在“会员购买记录”中查看和取消；支付确认后会员权益立即生效，续费从当前有效期结束时顺延。
      </p>
    </Modal>
  );
}

/** /UserInfo/VipCenter (会员中心): level, points, the levels with their benefits, point rules. */
export function Component() {
  const summary = usePointsSummary();
  const [buying, setBuying] = useState<MemberLevel | null>(null);
  const data = summary.data;
  return (
    <section className="mk-list pt-card" data-testid="vip-center">
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          会员中心
        </h1>
      </div>
      {!data ? (
        <SkeletonLines count={6} height={20} gap={30} />
      ) : (
        <>
          <div className="pts-summary">
            <div className="pts-summary__cell">
              <div className="pts-summary__label">当前等级</div>
              <div className="pts-summary__value" data-testid="current-level">
                {data.levelName}
              </div>
            </div>
            <div className="pts-summary__cell">
              <div className="pts-summary__label">有效期至</div>
              <div className="pts-summary__value">{data.levelUntil ?? '长期'}</div>
            </div>
            <div className="pts-summary__cell">
              <div className="pts-summary__label">积分余额</div>
              <div className="pts-summary__value" data-testid="point-balance">
                <Link
                  to={getHref('ScoreRecord')}
                  aria-label={`积分余额 ${data.balance}，查看积分记录`}
                >
                  {data.balance}
                </Link>
              </div>
            </div>
          </div>
          <h2 className="pts-heading">会员等级与权益</h2>
          <div className="pts-levels">
            {LEVELS.map((item) => (
              <article
                key={item.level}
                className={`pts-level${item.level === data.level ? ' is-current' : ''}`}
                data-testid="level-card"
              >
                <h3 className="pts-level__name">
                  {item.name} {item.level === data.level && <Tag color="blue">当前</Tag>}
                </h3>
                <div className="pts-level__price">
                  {item.priceYuan ? `¥${formatMoney(item.priceYuan)} / 年` : '免费'}
                </div>
                <ul>
                  {item.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
                {item.level > 0 && (
                  <Button
                    type={item.level === data.level ? 'default' : 'primary'}
                    disabled={item.level < data.level}
                    onClick={() => setBuying(item.level)}
                  >
                    {item.level === data.level ? '续费' : '购买'}
                  </Button>
                )}
              </article>
            ))}
          </div>
          <h2 className="pts-heading">积分规则</h2>
          <Table
            size="small"
            rowKey="code"
            pagination={false}
            dataSource={data.rules}
            columns={[
              { title: '获取方式', dataIndex: 'name' },
              { title: '积分', dataIndex: 'points', render: (p: number) => `+${p}` },
              // Each rule's own frequency (issue 26: 每日登录's words were on every row).
              { title: '说明', dataIndex: 'note' },
            ]}
          />
        </>
      )}
      <BuyDialog key={buying ?? 'none'} level={buying} onClose={() => setBuying(null)} />
    </section>
  );
}
