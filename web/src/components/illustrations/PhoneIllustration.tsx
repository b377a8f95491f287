import s from './phone.module.css';

/** One anonymised listing tile on the phone's screen: title, nature, a badge, two facts, a foot. */
function Tile({
  y,
  title,
  nature,
  badge,
  facts,
  foot,
}: {
  y: number;
  title: string;
  nature: string;
  badge: string;
  facts: string;
  foot: string;
}) {
  return (
    <g transform={`translate(22 ${y})`}>
      <rect className={s.surface} width="236" height="170" rx="10" />
      <rect className={s.brand} width="4" height="170" rx="2" />
      <text className={s.ink} x="16" y="28" fontSize="15" fontWeight="700">
        {title}
      </text>
      <text className={s.brandText} x="16" y="47" fontSize="12" fontWeight="600">
        {nature}
      </text>
      <rect className={s.accentSoft} x="16" y="56" width={badge.length * 7 + 18} height="20" rx="10" />
      <text
        className={s.ink}
        x={16 + (badge.length * 7 + 18) / 2}
        y="70"
        fontSize="11"
        fontWeight="700"
        textAnchor="middle"
      >
        {badge}
      </text>
      <text className={s.inkSoft} x="16" y="96" fontSize="9" fontWeight="700" letterSpacing="0.5">
        LOCATION · ANNUAL CTC
      </text>
      <text className={s.ink} x="16" y="113" fontSize="12">
        {facts}
      </text>
      <rect className={s.line} x="16" y="126" width="204" height="1" />
      <rect className={s.brand} x="16" y="136" width="112" height="26" rx="8" />
      <text className={s.onBrand} x="72" y="153" fontSize="11" fontWeight="700" textAnchor="middle">
        Propose a match
      </text>
      <text className={s.inkSoft} x="220" y="153" fontSize="10" textAnchor="end">
        {foot}
      </text>
    </g>
  );
}

/**
 * The app on a phone, drawn rather than photographed (a few hundred bytes, sharp at any size, no
 * request): the job list with an anonymised job spec and candidate, and the gold Propose button.
 * For the home hero at desktop widths, where the text alone left half the band empty.
 */
export function PhoneIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `${s.phone} ${className}` : s.phone}
      viewBox="0 0 280 560"
      role="img"
      aria-label="Recruiter Connect on a phone: anonymised job specs and candidates, each one tap from proposing a match"
    >
      <rect className={s.bezel} width="280" height="560" rx="40" />
      <rect className={s.canvas} x="10" y="10" width="260" height="540" rx="32" />
      <path className={s.brand} d="M10 42a32 32 0 0 1 32-32h196a32 32 0 0 1 32 32v58H10z" />
      <rect className={s.bezel} x="110" y="18" width="60" height="14" rx="7" />
      <circle className={s.accent} cx="34" cy="70" r="7" />
      <circle className={s.onBrand} cx="46" cy="70" r="7" opacity="0.85" />
      <text className={s.onBrand} x="60" y="75" fontSize="14" fontWeight="600">
        Recruiter{' '}
        <tspan className={s.accentText} fontWeight="700">
          Connect
        </tspan>
      </text>
      <rect className={s.surface} x="22" y="112" width="170" height="34" rx="8" />
      <text className={s.inkSoft} x="34" y="134" fontSize="12">
        Java developer
      </text>
      <rect className={s.surface} x="200" y="112" width="58" height="34" rx="8" />
      <text className={s.brandText} x="229" y="134" fontSize="12" fontWeight="700" textAnchor="middle">
        Filters
      </text>
      <text className={s.inkSoft} x="24" y="170" fontSize="11" fontWeight="600">
        3 job specs
      </text>
      <Tile
        y={182}
        title="Senior Java Developer"
        nature="Permanent"
        badge="New"
        facts="Sandton, Gauteng · R600K – R800K"
        foot="58 days left"
      />
      <Tile
        y={364}
        title="Financial Manager (CA)"
        nature="Contract"
        badge="Sourcing"
        facts="Cape Town · R900K – R1.1M"
        foot="Posted 2 h ago"
      />
      <rect className={s.line} x="110" y="530" width="60" height="5" rx="2.5" />
    </svg>
  );
}
