import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import {
  useServiceCatSearch,
  useServiceCatTree,
} from '../../features/service/api/get-service-cats.ts';
import { ServiceList } from '../../features/service/components/service-list.tsx';
import { SERVICE_EXTRAS, SERVICE_SORT_KEYS } from '../../features/service/logic/service-query.ts';
import type { ListPatch } from '../../lib/list-filters.ts';
import { useListState } from '../../lib/use-list-state.ts';
import '../../features/service/components/service.css';

const OPTIONS = { sorts: SERVICE_SORT_KEYS };

interface Chip {
  id: number;
  catName: string;
  productCount: number;
}

function CatChip({
  cat,
  active,
  update,
}: {
  cat: Chip;
  active: boolean;
  update: (patch: ListPatch) => void;
}) {
  return (
    <button
      type="button"
      className={`sv-cats__item mk-filter__option${active ? ' is-active' : ''}`}
      onClick={() => update({ extras: { catId: active ? undefined : cat.id } })}
      data-testid="service-cat"
    >
      {cat.catName}（{cat.productCount}）
    </button>
  );
}

/**
 * 服务分类 (/Service/ServiceCats?catId=): the catalogue by type, a search over category names
 * (server/cat/search), and the chosen category's products; the needs agencies can take.
 */
export function Component() {
  const [state, update] = useListState(SERVICE_EXTRAS, OPTIONS);
  const tree = useServiceCatTree();
  const [word, setWord] = useState('');
  const found = useServiceCatSearch(word);
  const catId = state.extras.catId;
  return (
    <>
      <div className="sv-toolbar pt-card">
        <Input.Search
          allowClear
          placeholder="查找服务分类"
          aria-label="查找服务分类"
          enterButton={<SearchOutlined aria-label="查找" />}
          style={{ maxWidth: 360 }}
          onSearch={(value) => setWord(value.trim())}
          data-testid="service-cat-search"
        />
        <LinkButton to={getHref('AgencyNeeds')}>机构可承接的需求</LinkButton>
      </div>
      {word && (
        <section className="sv-cats__group pt-card" data-testid="service-cat-found">
          <h2>“{word}”的分类</h2>
          <div className="sv-cats__items">
            {found.data?.length ? (
              found.data.map((cat) => (
                <CatChip key={cat.id} cat={cat} active={catId === cat.id} update={update} />
              ))
            ) : (
              <span>{found.isPending ? '查找中…' : '没有找到相关分类'}</span>
            )}
          </div>
        </section>
      )}
      <div className="sv-cats">
        {tree.isPending ? (
          <Skeleton height={120} />
        ) : (
          (tree.data ?? []).map((parent) => (
            <section key={parent.id} className="sv-cats__group pt-card">
              <h2>
                <button
                  type="button"
                  className={`sv-cats__item mk-filter__option${catId === parent.id ? ' is-active' : ''}`}
                  onClick={() => update({ extras: { catId: parent.id } })}
                >
                  {parent.catName}（{parent.productCount}）
                </button>
              </h2>
              <div className="sv-cats__items">
                {parent.children.map((cat) => (
                  <CatChip key={cat.id} cat={cat} active={catId === cat.id} update={update} />
                ))}
              </div>
            </section>
          ))
        )}
      </div>
      <ServiceList state={state} update={update} detail="ServiceDetail" />
    </>
  );
}
