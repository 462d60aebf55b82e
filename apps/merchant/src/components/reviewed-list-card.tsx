import { Alert, Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ReviewedListCardProps {
  title: string;
  /** The new item's form, and its button's text (e.g. 发布成果). */
  create: { to: string; label: string };
  /** How the platform reviews these items, above the list. */
  notice: ReactNode;
  children: ReactNode;
}

/** A screen of the organisation's items the platform reviews: title, 发布 button, notice. */
export function ReviewedListCard({ title, create, notice, children }: ReviewedListCardProps) {
  return (
    <Card
      title={<h1 className="mc-h1">{title}</h1>}
      extra={
        <Link to={create.to}>
          <Button type="primary">{create.label}</Button>
        </Link>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={notice} />
      {children}
    </Card>
  );
}
