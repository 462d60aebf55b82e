import type { ResourceDetail } from '@portal/shared/api/index';
import type { ResourceKind } from '@portal/shared/enums/resource';
import { RESOURCE_KINDS } from '@portal/shared/enums/resource';
import type { ReactNode } from 'react';
import { DetailGate, useIdParam } from '../../components/detail/detail-gate.tsx';
import { useResourceDetail } from '../../features/resource/api/get-resource-detail.ts';
import { ResourceDetailView } from '../../features/resource/components/resource-detail-view.tsx';
import { KIND_ROUTES } from '../../features/resource/logic/kinds.ts';

/** A resource detail by ?id; `extra` adds a section (the instrument's booking panel). */
export function ResourceDetailScreen({
  kind,
  extra,
}: {
  kind: ResourceKind;
  extra?: (item: ResourceDetail) => ReactNode;
}) {
  const title = RESOURCE_KINDS[kind];
  const id = useIdParam();
  const query = useResourceDetail(kind, id);
  return (
    <DetailGate
      id={id}
      query={query}
      notFoundTitle={`该${title}不存在`}
      back={{ to: KIND_ROUTES[kind].list, label: `浏览${title}` }}
    >
      {(item) => <ResourceDetailView item={item}>{extra?.(item)}</ResourceDetailView>}
    </DetailGate>
  );
}
