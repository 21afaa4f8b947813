/** The product's mark (same drawing as /favicon.svg); decorative, the name is written beside it. */
export function BrandMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <path d="M9 21.5a8 8 0 1 1 13.9-7.9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M14 19l3.5 3.5L24 15" fill="none" stroke="#34d399" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
