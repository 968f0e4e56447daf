/** Softphone tabs: no admin shell, a single narrow column that reads well at 360 px. */
export default function TabsLayout({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto min-h-screen w-full max-w-xl bg-canvas text-ink">{children}</div>;
}
