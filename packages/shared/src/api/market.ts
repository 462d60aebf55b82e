/**
 * Technology market (spec §2 /Project and children, /Competitive, /Transfer,
 * /ContractRegistration, /ResultList, /NeedList; §3 demand/outcome items, isCollect/isFocus;
 * §4 collect/follow toggles and status tables; §7 collect and bid focus paths). Paths are
 * relative to the API base (`/gateway`); the §7 ones are verbatim, the others are marked
 * "chosen". GETs take query parameters, POSTs URL-encoded or JSON bodies (DESIGN §3).
 *
 * Money is in yuan (whole numbers); a price, budget or amount of 0 means 面议. Dates are
 * yyyy-MM-dd, times yyyy-MM-dd HH:mm:ss (Asia/Shanghai). Phones on public answers are masked.
 * Guests get isCollect/isFocus false; a member's token on a public GET makes them real.
 * Every detail answers code 404 (msg 记录不存在-style) for an unknown or unpublished id.
 * Guests' list answers (requests without a token) may be up to 10 s old (the bid list 2 s);
 * members' lists are always read fresh. Details, rankings and bid records are never cached.
 */

export * from './market-common.ts';
export * from './market-items.ts';
export * from './market-trade.ts';

export const MarketPaths = {
  // Outcomes (/Project/Outcome, /ResultList) — chosen
  /** GET OutcomeQuery → Page<OutcomeItem>. */
  outcomePage: '/client/api/outcome/page',
  /** GET ?id= → OutcomeDetail (counts a view). One endpoint for all three detail screens. */
  outcomeDetail: '/client/api/outcome/detail',
  // Needs (/Project/Requirement, /NeedList) — chosen
  /** GET NeedQuery → Page<NeedItem>. */
  needPage: '/client/api/need/page',
  /** GET ?id= → NeedDetail (counts a view). */
  needDetail: '/client/api/need/detail',
  // Bounties (/Project/Reward) — chosen
  /** GET RewardQuery → Page<RewardItem>. */
  rewardPage: '/client/api/reward/page',
  /** GET ?id= → RewardDetail (counts a view). */
  rewardDetail: '/client/api/reward/detail',
  /** GET ?rewardId=&pageNum&pageSize → Page<RewardRankItem>: the bounty ranking. */
  rewardRanking: '/client/api/reward/ranking',
  // Deals (/Project/Deal) — chosen
  /** GET DealQuery → Page<DealItem>. */
  dealPage: '/client/api/deal/page',
  /** GET ?id= → DealDetail (counts a view). */
  dealDetail: '/client/api/deal/detail',
  // Bidding (/Competitive); a "bid" is an auction (spec §7 bidId) — chosen
  /** GET BidQuery → BidPage (Page<BidItem> + serverTime). */
  bidPage: '/client/api/bid/page',
  /** GET ?id= → BidDetail (counts a view). */
  bidDetail: '/client/api/bid/detail',
  /** GET ?bidId=&pageNum&pageSize → Page<BidRecord>: bid history, highest first. */
  bidRecords: '/client/api/bid/record/page',

  // Member: needs and bounties — chosen
  /** POST UndertakeRequest → CreatedId, msg 提交成功; 409 on a second one for the same need. */
  needUndertake: '/client/mine/need/undertake',
  /** GET ?pageNum&pageSize → Page<MyUndertake> (/UserInfo/MyUndertake). */
  myUndertakes: '/client/mine/need/undertake/list',
  /** GET ?id= → MyUndertakeDetail (own only; 404 otherwise; chosen). */
  myUndertakeDetail: '/client/mine/need/undertake/detail',
  /** POST {id} → msg 撤回成功; only while 0 待对接 (→ 4 已撤回; chosen). */
  undertakeWithdraw: '/client/mine/need/undertake/withdraw',
  /** GET ?id= → MyNeedDetail: own need and the undertakings it received (404 otherwise; chosen). */
  myNeedDetail: '/client/mine/need/detail',
  /** POST {id} → msg 下架成功; own need while 0 待审核 or 1 已发布 (→ 3 已下架; chosen). */
  myNeedClose: '/client/mine/need/close',
  /** GET ?pageNum&pageSize → Page<MyOutcome>: outcomes the member published (/UserInfo/MyResult). */
  myOutcomes: '/client/mine/outcome/list',
  /** GET ?id= → MyOutcomeDetail (own only, any review status; 404 otherwise). */
  myOutcomeDetail: '/client/mine/outcome/detail',
  /** POST ParticipateRequest → CreatedId, msg 提交成功; 409 on a second one. */
  rewardParticipate: '/client/mine/reward/participate',
  /** GET ?pageNum&pageSize → Page<MyParticipation> (/UserInfo/MyBounty). */
  myParticipations: '/client/mine/reward/participate/list',

  // Member: bidding
  /** POST BidOfferRequest → BidOfferResult, msg 出价成功 (chosen). */
  bidOffer: '/client/mine/bid/offer',
  /** POST {bidId} → msg 关注成功 (spec §7). Following twice is harmless. */
  bidFocus: '/client/mine/bid/focus',
  /** POST {bidId} → msg 取消关注成功 (spec §7). Harmless when not followed. */
  bidCancelFocus: '/client/mine/bid/cancel/focus',
  /** GET ?pageNum&pageSize → Page<MyBidRecord>: the member's bids (/CompetitiveMove, chosen). */
  myBidRecords: '/client/mine/bid/record/list',
  /** GET ?pageNum&pageSize → Page<BidItem>: auctions the member follows (chosen). */
  myBidFocus: '/client/mine/bid/focus/list',

  // Member: collections (spec §7; need and deal chosen). POST {id} → 收藏成功 / 取消收藏成功.
  collectTech: '/client/mine/collect/tech',
  collectTechCancel: '/client/mine/collect/tech/cancel',
  collectVip: '/client/mine/collect/vip',
  collectVipCancel: '/client/mine/collect/vip/cancel',
  collectAction: '/client/mine/collect/action',
  collectActionCancel: '/client/mine/collect/action/cancel',
  collectPolicy: '/client/mine/collect/policy',
  collectPolicyCancel: '/client/mine/collect/policy/cancel',
  collectReward: '/client/mine/collect/reward',
  collectRewardCancel: '/client/mine/collect/reward/cancel',
  collectProduct: '/client/mine/collect/product',
  collectProductCancel: '/client/mine/collect/product/cancel',
  collectNeed: '/client/mine/collect/need',
  collectNeedCancel: '/client/mine/collect/need/cancel',
  collectDeal: '/client/mine/collect/deal',
  collectDealCancel: '/client/mine/collect/deal/cancel',
  /** GET MyCollectQuery → Page<MyCollectItem> (/UserInfo/MyCollect, chosen). */
  myCollects: '/client/mine/collect/list',

  // Member: transfer registration (/Transfer) — chosen
  /** GET → TransferRegistration | null: the member's latest registration. */
  transferInfo: '/client/mine/transfer/info',
  /** GET ?pageNum&pageSize → Page<TransferRegistration>, newest first. */
  transferList: '/client/mine/transfer/list',
  /** POST {} → TransferRegistration: step 0, the risk notice is acknowledged. */
  transferRisk: '/client/mine/transfer/risk',
  /** POST TransferMethodRequest → TransferRegistration: step 1, method and applicant. */
  transferMethod: '/client/mine/transfer/method',
  /** POST TransferAgencyRequest → TransferRegistration: step 3, re-choose the agency. */
  transferAgency: '/client/mine/transfer/agency',

  // Member: technical contract registration (/ContractRegistration, /UserInfo/Contract) — chosen
  /** POST ContractRequest → CreatedId, msg 提交成功; status 2 已登记/待审核. */
  contractAdd: '/client/mine/contract/add',
  /** POST ContractUpdateRequest → msg 提交成功; only while 5 已驳回 (back to 2). */
  contractUpdate: '/client/mine/contract/update',
  /** GET ?pageNum&pageSize → Page<ContractRegistration>. */
  contractList: '/client/mine/contract/list',
  /** GET ?id= → ContractRegistration (own only; 404 otherwise). */
  contractDetail: '/client/mine/contract/detail',
  /** GET ?kind=transfer|contract&id= → OrderMove[]: status history, own only (404 otherwise). */
  orderMoves: '/client/mine/order/moves',
} as const;

/** Collect / cancel paths per kind (COLLECT_KINDS). */
export const COLLECT_PATHS = {
  tech: { collect: MarketPaths.collectTech, cancel: MarketPaths.collectTechCancel },
  vip: { collect: MarketPaths.collectVip, cancel: MarketPaths.collectVipCancel },
  action: { collect: MarketPaths.collectAction, cancel: MarketPaths.collectActionCancel },
  policy: { collect: MarketPaths.collectPolicy, cancel: MarketPaths.collectPolicyCancel },
  reward: { collect: MarketPaths.collectReward, cancel: MarketPaths.collectRewardCancel },
  product: { collect: MarketPaths.collectProduct, cancel: MarketPaths.collectProductCancel },
  need: { collect: MarketPaths.collectNeed, cancel: MarketPaths.collectNeedCancel },
  deal: { collect: MarketPaths.collectDeal, cancel: MarketPaths.collectDealCancel },
} as const;
