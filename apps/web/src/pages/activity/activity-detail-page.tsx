import { EyeOutlined } from '@ant-design/icons';
import type { ActionDetail } from '@portal/shared/api/index';
import { Descriptions } from 'antd';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailActions, DetailHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { useActionDetail } from '../../features/activity/api/get-action-detail.ts';
import { ActivityRecommend } from '../../features/activity/components/activity-recommend.tsx';
import { ActivityStatusTag } from '../../features/activity/components/activity-status.tsx';
import { SignUpAction } from '../../features/activity/components/sign-up-action.tsx';
import { useSignUpDialog } from '../../features/activity/components/use-sign-up-dialog.tsx';
import {
  activityDates,
  activityPlace,
  placesLeft,
} from '../../features/activity/logic/activity-text.ts';
import { CollectButton } from '../../features/collect/index.ts';
import '../../features/activity/components/activity.css';

function capacity(action: ActionDetail): string {
  const left = placesLeft(action);
  if (left === null) return `不限（已报名 ${action.signCount} 人）`;
  return `${action.maxSignups} 人，已报名 ${action.signCount} 人，剩余 ${left} 个名额`;
}

function ActivityBody({ action }: { action: ActionDetail }) {
  const signUp = useSignUpDialog();
  return (
    <div data-testid="activity-detail">
      <DetailHead
        title={action.actionName}
        rowClassName="mk-detail__head ac-card"
        before={
          <div className="ac-detail__cover">
            <img src={action.actionImg} alt="" width={360} height={225} />
          </div>
        }
      >
        <ActivityStatusTag status={action.actionStatus} />
        <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
          <Descriptions.Item label="活动时间">{activityDates(action)}</Descriptions.Item>
          <Descriptions.Item label="报名时间">
            {action.signStart.slice(0, 16)} 至 {action.signEnd.slice(0, 16)}
          </Descriptions.Item>
          <Descriptions.Item label="活动地点">
            {activityPlace(action)} {action.address}
          </Descriptions.Item>
          <Descriptions.Item label="主办单位">{action.organizer}</Descriptions.Item>
          <Descriptions.Item label="活动分类">{action.catName}</Descriptions.Item>
          <Descriptions.Item label="名额">
            <span data-testid="activity-capacity">{capacity(action)}</span>
          </Descriptions.Item>
        </Descriptions>
        <DetailActions>
          <SignUpAction item={action} onSignUp={signUp.open} size="large" />
          <CollectButton kind="action" id={action.id} isCollect={action.isCollect} />
          <span>
            <EyeOutlined aria-hidden /> {action.viewCount} 浏览
          </span>
        </DetailActions>
      </DetailHead>
      <div className="ac-detail__grid">
        <DetailSection title="活动介绍">
          {action.summary && <p className="pt-page-subtitle">{action.summary}</p>}
          <RichText html={action.content} />
        </DetailSection>
        <ActivityRecommend currentId={action.id} />
      </div>
      {signUp.element}
    </div>
  );
}

/** 活动详情 (/ActivityDetail?catId&id): schedule, place, capacity, sign-up, collect. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useActionDetail}
      notFoundTitle="该活动不存在或已下架"
      back={{ to: 'Activity', label: '浏览全部活动' }}
    >
      {(action) => <ActivityBody action={action} />}
    </DetailScreen>
  );
}
