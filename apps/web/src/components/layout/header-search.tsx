import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import {
  DEFAULT_SEARCH_TYPE,
  SEARCH_TYPES,
  type SearchType,
} from '@portal/shared/enums/search-type';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { useHotWords } from '../../features/content/api/get-hot-words.ts';

const TYPE_OPTIONS = Object.entries(SEARCH_TYPES).map(([value, label]) => ({
  value: Number(value) as SearchType,
  label,
}));

function parseType(raw: string | null): SearchType {
  const value = Number(raw);
  return value in SEARCH_TYPES ? (value as SearchType) : DEFAULT_SEARCH_TYPE;
}

/**
 * Search with the type select of spec §9 (default 1) and the hot keywords under it. Plain form
 * controls keep the home route's bundle small (DESIGN §8); they are styled like the rest.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const onSearchPage = pathname === getHref('Search');
  const [type, setType] = useState<SearchType>(DEFAULT_SEARCH_TYPE);
  const [text, setText] = useState('');
  const { data: hotWords } = useHotWords();

  // On /Search the select shows the page's type; elsewhere it starts again from the default,
  // so a new search never silently keeps a type chosen for an earlier one.
  useEffect(() => {
    if (onSearchPage) {
      setType(parseType(query.get('type')));
      setText(query.get('searchStr') ?? '');
    } else {
      setType(DEFAULT_SEARCH_TYPE);
    }
  }, [onSearchPage, query]);

  const search = (words: string) => {
    navigate(getHref('Search', { query: { searchStr: words.trim(), type } }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <div className="pt-search">
      <form className="pt-search__box" aria-label="站内搜索" onSubmit={onSubmit}>
        <span className="pt-search__type">
          <select
            aria-label="搜索类型"
            value={type}
            onChange={(event) => setType(parseType(event.target.value))}
          >
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <DownOutlined className="pt-search__caret" />
        </span>
        <input
          className="pt-search__input"
          type="search"
          aria-label="搜索关键词"
          placeholder="请输入成果、需求、政策等关键词"
          value={text}
          maxLength={50}
          onChange={(event) => setText(event.target.value)}
        />
        <button className="pt-search__button" type="submit">
          <SearchOutlined /> 搜索
        </button>
      </form>
      <div className="pt-search__hot">
        <span className="pt-search__hot-label">热门搜索：</span>
        {(hotWords ?? []).slice(0, 8).map((word) => (
          <button
            key={word.id}
            type="button"
            className="pt-link-button pt-search__hot-word"
            onClick={() => {
              setText(word.words);
              search(word.words);
            }}
          >
            {word.words}
          </button>
        ))}
      </div>
    </div>
  );
}
