import { SearchOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useSearchTabs } from '../../../features/home/api/get-search-tabs.ts';
import './home-search.css';

/** 栏目检索: one tab per home/search/tabs entry; its `type` is the search type of /Search. */
export function HomeSearch() {
  const { data: tabs, isPending } = useSearchTabs();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [text, setText] = useState('');
  const tab = tabs?.[active] ?? tabs?.[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(getHref('Search', { query: { searchStr: text.trim(), type: tab?.type ?? 1 } }));
  };

  return (
    <div className="hm-search" data-testid="home-search">
      <span className="hm-search__label">
        <SearchOutlined /> 栏目检索
      </span>
      <div className="hm-search__tabs" role="tablist" aria-label="检索栏目">
        {isPending ? (
          <Skeleton width={420} height={20} />
        ) : (
          (tabs ?? []).map((item, i) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              aria-selected={i === active}
              className={`hm-search__tab${i === active ? ' is-active' : ''}`}
              onClick={() => setActive(i)}
            >
              {item.name}
            </button>
          ))
        )}
      </div>
      <form className="hm-search__box" onSubmit={onSubmit} aria-label="栏目检索">
        <input
          className="hm-search__input"
          type="search"
          aria-label="栏目检索关键词"
          placeholder={tab?.placeholder ?? '请输入关键词'}
          value={text}
          maxLength={50}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="hm-search__submit">
          检索
        </button>
      </form>
    </div>
  );
}
