import { Empty } from 'antd';
import type { ReactNode } from 'react';
import './section-empty.css';

interface SectionEmptyProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** The standard no-data placeholder (spec §9 "An empty-data placeholder shows a no-data image"). */
export function SectionEmpty({ title, description, children }: SectionEmptyProps) {
  return (
    <section className="pt-section-empty pt-card">
      <header className="pt-section-empty__head">
        <h1 className="pt-page-title">{title}</h1>
      </header>
      <Empty
        className="pt-section-empty__body"
        image={Empty.PRESENTED_IMAGE_DEFAULT}
        description={<span className="pt-section-empty__text">{description}</span>}
      >
        {children}
      </Empty>
    </section>
  );
}
