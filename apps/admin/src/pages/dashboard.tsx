import { type AdminDashboard, AdminPaths } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { DayBars } from '../components/day-bars.tsx';
import { SubmissionsChart } from '../components/submissions-chart.tsx';
import { api } from '../lib/api.ts';

/** Today's queue sizes, new members per day of the last week, submissions per day of two. */
export default function DashboardPage() {
  const { data } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.get<AdminDashboard>(AdminPaths.dashboard),
  });
  if (!data) return <Skeleton active />;
  const tiles = [
    { title: '待审核认证', value: data.pendingCertifications, to: '/certifications' },
    { title: '待审核需求', value: data.pendingNeeds, to: '/needs' },
    {
      title: '待审核登记',
      value: data.pendingRegistrations,
      to: '/registrations?kind=transfer',
    },
    { title: '待确认付款', value: data.pendingPayments, to: '/payments' },
    {
      title: '待受理政策申报',
      value: data.pendingPolicyApplications,
      to: '/applications?kind=policy',
    },
    {
      title: '待受理金融申请',
      value: data.pendingFinanceApplications,
      to: '/applications?kind=finance',
    },
    { title: '待确认仪器预约', value: data.pendingBookings, to: '/applications?kind=booking' },
    { title: '待发布融资需求', value: data.unpublishedFinancing, to: '/financing' },
    { title: '待受理评价申请', value: data.pendingEvaluationRequests, to: '/evaluation-requests' },
    { title: '待回复提问', value: data.pendingQuestions, to: '/questions' },
    { title: '待处理反馈', value: data.pendingFeedbacks, to: '/feedbacks' },
    { title: '待对接承接', value: data.pendingUndertakings, to: '/undertakings' },
    { title: '待评审揭榜', value: data.pendingParticipations, to: '/participations' },
    { title: '待审核创新券申领', value: data.pendingVoucherClaims, to: '/vouchers/claims' },
    { title: '进行中创新券订单', value: data.openVoucherOrders, to: '/vouchers/orders' },
    {
      title: '待审核创新券兑换',
      value: data.pendingVoucherRedemptions,
      to: '/vouchers/redemptions',
    },
    { title: '待评价竞价', value: data.auctionsToEvaluate, to: '/auctions' },
    { title: '今日新增会员', value: data.newMembersToday, to: '/members' },
    { title: '会员总数', value: data.membersTotal, to: '/members' },
  ];
  return (
    <div data-testid="dashboard">
      <Row gutter={[12, 12]}>
        {tiles.map((t) => (
          <Col key={t.title} xs={12} md={6}>
            <Card size="small">
              <Link to={t.to}>
                <Statistic title={t.title} value={t.value} />
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title="近7日新增会员" style={{ marginTop: 12 }}>
        <DayBars days={data.newMembersByDay} label="近7日每日新增会员数" />
      </Card>
      <SubmissionsChart />
    </div>
  );
}
