import { getHref } from '../../app/paths.ts';
import { NOT_FOUND_TITLE } from '../../app/routes.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { SectionEmpty } from '../../components/common/section-empty.tsx';

export function Component() {
  return (
    <SectionEmpty title={NOT_FOUND_TITLE} description="您访问的页面不存在或已被移除">
      <LinkButton to={getHref('Index')} type="primary">
        返回首页
      </LinkButton>
    </SectionEmpty>
  );
}
