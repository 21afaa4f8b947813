/**
 * The diagonal demo watermark over the whole preview (seed section 2). Decorative (the page says it
 * in words too), so the text is drawn by CSS and stays out of the accessibility tree.
 */
export function Watermark({ text }: { text: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-10 overflow-hidden select-none" data-testid="demo-watermark">
      <div className="absolute inset-0 flex flex-col items-center justify-around">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            data-text={text}
            className="-rotate-[18deg] text-3xl font-black tracking-widest whitespace-nowrap text-foreground/[0.07] before:content-[attr(data-text)] sm:text-5xl"
          />
        ))}
      </div>
    </div>
  );
}
