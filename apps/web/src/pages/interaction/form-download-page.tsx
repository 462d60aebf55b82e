import type { DownloadFormQuery } from '@portal/shared/api/interaction';
import { FORM_CATEGORIES } from '@portal/shared/enums/interaction';
import { useQueryClient } from '@tanstack/react-query';
import { FilterPanel, tableRow } from '../../components/list/filter-panel.tsx';
import { ListFrame } from '../../components/list/list-frame.tsx';
import { FORM_PAGE_KEY, useFormPage } from '../../features/download/api/get-form-page.ts';
import { FormRow } from '../../features/download/components/form-row.tsx';
import { LIST_PAGE_SIZE } from '../../lib/list-filters.ts';
import { setExtra, useListState } from '../../lib/use-list-state.ts';
import './interaction-page.css';

const EXTRAS = { category: 'int' } as const;

/** 下载专区 (/Formdownload): forms and templates by category, with size and download counts. */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const queryClient = useQueryClient();
  const query: DownloadFormQuery = {
    pageNum: state.pageNum,
    pageSize: LIST_PAGE_SIZE,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(typeof state.extras.category === 'number' ? { category: state.extras.category } : {}),
  };
  const page = useFormPage(query);
  const records = page.data?.records ?? [];
  // The count goes up on the server as the download starts; show it shortly after.
  const refresh = () =>
    window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: FORM_PAGE_KEY }), 800);
  const rows = [
    tableRow(
      'category',
      '表格类别',
      FORM_CATEGORIES,
      state.extras.category,
      setExtra(update)('category'),
    ),
  ];
  return (
    <div data-testid="form-download-page">
      <section className="ia-page__head pt-card">
        <div>
          <h1 className="pt-page-title">下载专区</h1>
          <p className="pt-page-subtitle">
            技术合同登记、成果登记、创新券、需求征集、项目申报等常用表格与模板，Word、Excel
            格式，免费下载。
          </p>
        </div>
      </section>
      <FilterPanel rows={rows} />
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder="搜索表格名称或说明"
        onKeyword={(keyword) => update({ keyword })}
        total={page.data?.total}
        pageNum={state.pageNum}
        onPage={(pageNum) => update({ pageNum })}
        pending={page.isPending}
        fetching={page.isPlaceholderData}
        empty={records.length === 0}
      >
        {records.map((form) => (
          <FormRow key={form.id} form={form} onDownload={refresh} />
        ))}
      </ListFrame>
    </div>
  );
}
