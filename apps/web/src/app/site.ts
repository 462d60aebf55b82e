/** The portal's own name: the logo text and the document title suffix. */
export const SITE_NAME = '科技成果转化服务平台';
export const SITE_NAME_EN = 'Science & Technology Achievement Transfer Service Platform';

export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME;
}
