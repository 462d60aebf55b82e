export { useUnreadCount } from './api/get-unread-count.ts';
export { badgeText, messageTargetHref } from './logic/message-target.ts';
