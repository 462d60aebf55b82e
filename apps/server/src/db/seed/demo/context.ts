import { creditCodeCheckChar } from '@portal/shared';
import { formatDate, startOfShanghaiDay } from '../../../lib/time.ts';
import { regionTree } from '../../../modules/region/regions.ts';
import { Random } from './random.ts';
import {
  BRANDS,
  CITY_SHORT,
  GIVEN_NAMES,
  INDUSTRY_WORDS,
  PHONE_PREFIXES,
  SURNAMES,
  TITLES_FOR_CONTACT,
} from './vocab/names.ts';

const DAY = 86_400_000;

/** The demo province (Shandong): its GB/T 2260 code. */
export const DEMO_PROVINCE = '37';

/**
 * Everything a table generator needs: its own random sequence (one per table, so a table
 * re-seeded alone comes out the same as in a full seed) and the day the data is anchored to.
 */
export class DemoContext {
  /** Start of the anchor day (Asia/Shanghai), epoch ms. */
  readonly anchor: number;
  readonly today: string;
  /** The upload folder, when the caller has one: demo files are written there too. */
  uploadDir: string | undefined = undefined;

  constructor(
    readonly seed: string,
    readonly scale: number,
    now: number,
  ) {
    this.anchor = startOfShanghaiDay(now);
    this.today = formatDate(this.anchor);
  }

  random(table: string): Random {
    return new Random(`${this.seed}:${table}`);
  }

  /** Epoch ms `days` from the anchor day, at `minutes` past midnight Shanghai time. */
  at(days: number, minutes = 0): number {
    return this.anchor + days * DAY + minutes * 60_000;
  }

  /** yyyy-MM-dd `days` from the anchor day. */
  date(days: number): string {
    return formatDate(this.at(days));
  }

  /** A random time on a day: business hours, so listings look believable. */
  timeOn(rng: Random, days: number): number {
    return this.at(days, rng.int(8 * 60, 18 * 60));
  }

  get year(): number {
    return Number(this.today.slice(0, 4));
  }
}

export function personName(rng: Random): string {
  return rng.pick([...SURNAMES]) + rng.pick(GIVEN_NAMES);
}

/** 王经理, 李老师… */
export function contactName(rng: Random): string {
  return rng.pick([...SURNAMES]) + rng.pick(TITLES_FOR_CONTACT);
}

export function mobile(rng: Random): string {
  return rng.pick(PHONE_PREFIXES) + rng.digits(8);
}

/** 潍坊市 → 潍坊; 恩施土家族苗族自治州 → 恩施: how a company name starts in that city. */
export function cityShortName(cityName: string): string {
  const short = cityName.replace(/(市|地区|盟)$/, '');
  return short.length > 4 ? short.slice(0, 2) : short;
}

/**
 * A company of the field's industry. Given where it is, its name starts with that city, so a
 * company's name and region agree; otherwise any city of the demo province.
 */
export function companyName(rng: Random, topField: string, at?: Place): string {
  const industry = rng.pick(INDUSTRY_WORDS[topField] ?? ['科技']);
  const suffix = rng.chance(0.2) ? '股份有限公司' : '有限公司';
  const city = at ? cityShortName(at.cityName) : rng.pick(CITY_SHORT);
  return `${city}${rng.pick(BRANDS)}${industry}${suffix}`;
}

/** A unified social credit code (91 + 6-digit region + 9 characters + the GB 32100 check character). */
export function creditCode(rng: Random, cityCode: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let tail = '';
  for (let i = 0; i < 10; i++) tail += chars[rng.int(0, chars.length - 1)];
  // The last draw stays (same random sequence as before); its character becomes the check one.
  const first17 = `91${cityCode.padEnd(6, '0')}${tail.slice(0, 9)}`;
  return `${first17}${creditCodeCheckChar(first17) ?? tail[9]}`;
}

export interface Place {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  cityName: string;
}

let places: { home: Place[]; elsewhere: Place[] } | null = null;

/** Districts of the demo province, and one district per city elsewhere. */
function loadPlaces() {
  if (places) return places;
  const home: Place[] = [];
  const elsewhere: Place[] = [];
  for (const province of regionTree()) {
    for (const city of province.children ?? []) {
      const districts = city.children?.length ? city.children : [{ value: city.value, label: '' }];
      const target = province.value === DEMO_PROVINCE ? home : elsewhere;
      for (const d of province.value === DEMO_PROVINCE ? districts : districts.slice(0, 1)) {
        target.push({
          provinceCode: province.value,
          cityCode: city.value,
          districtCode: d.value,
          cityName: city.label,
        });
      }
    }
  }
  places = { home, elsewhere };
  return places;
}

/** A place, in the demo province with probability `homeShare`. */
export function place(rng: Random, homeShare = 0.9): Place {
  const { home, elsewhere } = loadPlaces();
  return rng.chance(homeShare) ? rng.pick(home) : rng.pick(elsewhere);
}

/** Seats that the name does not tell: 中国海洋大学 is in 青岛, provincial bodies in the capital. */
const KNOWN_SEATS: readonly (readonly [RegExp, string])[] = [
  [/^中国海洋大学/, '青岛'],
  [/^(省|山东|齐鲁)/, '济南'],
];

/**
 * Where an organisation called `name` is: the demo city its name holds (烟台大学科技园 → 烟台),
 * else its known seat, else anywhere in the demo province — so name and region agree.
 */
export function placeOfName(rng: Random, name: string): Place {
  const cities = homeCities();
  const short =
    cities.map((c) => cityShortName(c.cityName)).find((city) => name.includes(city)) ??
    KNOWN_SEATS.find(([pattern]) => pattern.test(name))?.[1];
  const city = cities.find((c) => cityShortName(c.cityName) === short);
  if (!city) return place(rng, 1);
  return rng.pick(loadPlaces().home.filter((p) => p.cityCode === city.cityCode));
}

/** Cities of the demo province, for activities. */
export function homeCities(): Place[] {
  const seen = new Map<string, Place>();
  for (const p of loadPlaces().home) if (!seen.has(p.cityCode)) seen.set(p.cityCode, p);
  return [...seen.values()];
}

/** Fills {slot} placeholders; unknown slots are left as they are. */
export function fill(pattern: string, slots: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in slots ? String(slots[key]) : whole,
  );
}
