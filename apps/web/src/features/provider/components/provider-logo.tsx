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
  const initials = name.replace(/^(山东省|山东|省|中国)/, '').slice(0, 2);
  return (
    <span className="pv-logo" style={{ width: size, height: size, fontSize: size / 3.2 }}>
      {logo ? <img src={logo} alt="" width={size} height={size} /> : initials}
    </span>
  );
}
