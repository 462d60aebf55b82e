import type { MyPolicyApply } from '@portal/shared/api/index';
import { describe, expect, it } from 'vitest';
import {
  applicationHistory,
  deadlineText,
  isUrgent,
} from '../src/features/policy/logic/deadline.ts';
import {
  DOC_EXTRAS,
  POLICY_EXTRAS,
  POLICY_SORT_KEYS,
  toPolicyDocQuery,
  toPolicyQuery,
} from '../src/features/policy/logic/list-query.ts';
import { patchListState, readListState, writeListState } from '../src/lib/list-filters.ts';

const read = (query: string) =>
  readListState(new URLSearchParams(query), POLICY_EXTRAS, POLICY_SORT_KEYS);

describe('policy overview state ↔ URL ↔ API query', () => {
  it('reads level, department, field, status, keyword and the deadline sort', () => {
    const state = read(
      'policyLevel=2&deptName=%E7%9C%81%E7%A7%91%E5%AD%A6%E6%8A%80%E6%9C%AF%E5%8E%85&fieldId=12&applyStatus=1&keyword=%E5%88%9B%E6%96%B0%E5%88%B8&sort=deadline&pageNum=2',
    );
    expect(toPolicyQuery(state)).toEqual({
      pageNum: 2,
      pageSize: 12,
      keyword: '创新券',
      fieldId: 12,
      sort: 'deadline',
      policyLevel: 2,
      applyStatus: 1,
      deptName: '省科学技术厅',
    });
    expect(new URLSearchParams(writeListState(state)).get('deptName')).toBe('省科学技术厅');
  });

  it('ignores sorts the list does not offer and empty text filters', () => {
    const state = read('sort=priceAsc&deptName=%20&applyStatus=x');
    expect(state.sort).toBe('latest');
    expect(toPolicyQuery(state)).toEqual({ pageNum: 1, pageSize: 12 });
  });

  it('clears a text filter and goes back to page 1 on any change', () => {
    const state = read('deptName=%E7%A7%91%E5%AD%A6%E6%8A%80%E6%9C%AF%E9%83%A8&pageNum=3');
    const cleared = patchListState(state, { texts: { deptName: undefined } });
    expect(cleared.texts).toBeUndefined();
    expect(cleared.pageNum).toBe(1);
    expect(writeListState(cleared).toString()).toBe('');
  });

  it('maps the documents list state', () => {
    const state = readListState(
      new URLSearchParams(
        'category=2&docStatus=1&issuer=%E8%B4%A2%E6%94%BF%E9%83%A8&keyword=%E9%B2%81',
      ),
      DOC_EXTRAS,
      ['latest'],
    );
    expect(toPolicyDocQuery(state)).toEqual({
      pageNum: 1,
      pageSize: 10,
      keyword: '鲁',
      category: 2,
      docStatus: 1,
      issuer: '财政部',
    });
  });
});

describe('deadline and history texts', () => {
  const base = { startDate: '2026-11-01', endDate: '2026-11-30', deadlineDays: 9 };
  it('says 剩余N天 while open, 今日截止 on the last day, the dates otherwise', () => {
    expect(deadlineText({ ...base, applyStatus: 1 })).toBe('剩余9天');
    expect(deadlineText({ ...base, applyStatus: 1, deadlineDays: 0 })).toBe('今日截止');
    expect(deadlineText({ ...base, applyStatus: 0 })).toBe('2026-11-01 开始');
    expect(deadlineText({ ...base, applyStatus: 2, deadlineDays: 0 })).toBe('2026-11-30 截止');
    expect(isUrgent({ applyStatus: 1, deadlineDays: 7 })).toBe(true);
    expect(isUrgent({ applyStatus: 1, deadlineDays: 8 })).toBe(false);
    expect(isUrgent({ applyStatus: 2, deadlineDays: 0 })).toBe(false);
  });

  it('lists an application history: submitted, then returned with the reason or withdrawn', () => {
    const apply = {
      createdAt: '2026-11-21 10:00:00',
      decidedAt: '2026-11-22 09:00:00',
      withdrawnAt: null,
      status: 2,
      reason: '材料不全',
    } as MyPolicyApply;
    expect(applicationHistory(apply)).toEqual([
      { at: '2026-11-21 10:00:00', label: '提交申报' },
      { at: '2026-11-22 09:00:00', label: '已退回', note: '材料不全' },
    ]);
    expect(
      applicationHistory({
        ...apply,
        status: 3,
        decidedAt: null,
        reason: null,
        withdrawnAt: '2026-11-21 11:00:00',
      }),
    ).toEqual([
      { at: '2026-11-21 10:00:00', label: '提交申报' },
      { at: '2026-11-21 11:00:00', label: '已撤回' },
    ]);
  });
});
