import type { MemberMessage } from '@portal/shared/api/index';
import { Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageTargetHref } from '../logic/message-target.ts';
import './message.css';

/**
 * One message: an unread dot, its kind, title and time. Opening it (the title) shows the text
 * and marks it read; the item link marks it read too.
 */
export function MessageRow({
  message,
  onRead,
}: {
  message: MemberMessage;
  onRead: (id: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const href = messageTargetHref(message.targetType, message.targetId);
  const bodyId = `message-body-${message.id}`;
  const read = () => {
    if (!message.read) onRead(message.id);
  };
  return (
    <article
      className={`msg-row${message.read ? '' : ' is-unread'}`}
      data-testid="message-row"
      data-read={message.read}
    >
      <span className="msg-row__dot" aria-hidden="true" />
      <div className="msg-row__main">
        <div className="msg-row__head">
          <Tag className="msg-row__kind">{message.kindName}</Tag>
          <button
            type="button"
            className="msg-row__title"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => {
              setOpen(!open);
              read();
            }}
          >
            {message.read ? null : <span className="msg-row__unread">未读</span>}
            {message.title}
          </button>
        </div>
        <p id={bodyId} className={`msg-row__body${open ? ' is-open' : ''}`}>
          {message.body}
        </p>
        <div className="msg-row__meta">
          <time>{message.createdAt}</time>
          {href && (
            <Link to={href} onClick={read} className="msg-row__link">
              查看详情
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
