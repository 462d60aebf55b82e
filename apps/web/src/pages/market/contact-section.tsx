import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RevealContact } from '../../features/contact/index.ts';

interface ContactHolder {
  id: number;
  linkman: string | null;
  linkphone: string | null;
}

/** 联系方式 of a published outcome or need: masked until the visitor reveals it. */
export function ContactSection({
  targetType,
  record,
}: {
  targetType: 'outcome' | 'need';
  record: ContactHolder;
}) {
  return (
    <DetailSection title="联系方式">
      <RevealContact
        targetType={targetType}
        targetId={record.id}
        linkman={record.linkman}
        linkphone={record.linkphone}
      />
    </DetailSection>
  );
}
