import { Space } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { SectionEmpty } from '../../components/common/section-empty.tsx';

/** The home screen's sections come with the home issue; until then the shell shows this. */
export function Component() {
  return (
    <SectionEmpty title="首页" description="首页栏目内容正在整理中，您可以通过上方导航浏览各栏目">
      <Space size="middle">
        <LinkButton to={getHref('Outcome')} type="primary">
          科技成果
        </LinkButton>
        <LinkButton to={getHref('Requirement')}>技术需求</LinkButton>
        <LinkButton to={getHref('Service')}>服务大厅</LinkButton>
      </Space>
    </SectionEmpty>
  );
}
