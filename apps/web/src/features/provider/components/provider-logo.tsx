/** A unit's logo, or its first two characters on the section colour when it has none. */
export function ProviderLogo({
  name,
  logo,
  size = 96,
}: {
  name: string;
  logo: string;
  size?: number;
}) {
  // 山东农业大学 → 农业, 省分析测试中心 → 分析; but 山东大学 stays 山东.
  const short = name.replace(/^(山东省|山东|省|中国)/, '');
  const initials = (short.startsWith('大学') ? name : short).slice(0, 2);
  return (
    <span className="pv-logo" style={{ width: size, height: size, fontSize: size / 3.2 }}>
      {logo ? <img src={logo} alt="" width={size} height={size} /> : initials}
    </span>
  );
}
