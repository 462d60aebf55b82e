import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useResourceDetail } from '../../features/resource/api/get-resource-detail.ts';
import { TechHangView } from '../../features/resource/components/tech-hang-view.tsx';

const useTechSource = (id: number) => useResourceDetail('techSource', id);

/** 技术挂牌详情 (/TechHangDetail?id): a listed tech source as a listing. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useTechSource}
      notFoundTitle="该挂牌技术不存在"
      back={{ to: 'TechSourceList', label: '浏览技术来源' }}
    >
      {(item) => <TechHangView item={item} />}
    </DetailScreen>
  );
}
