import { clsx } from 'clsx';

export function Card({ title, actions, children, className }: { title?: React.ReactNode; actions?: React.ReactNode; children: React.ReactNode; className?: string }) {
  return (
    <section className={clsx('rounded-lg border border-line bg-surface shadow-sm', className)}>
      {title && (
        <header className="flex items-center justify-between gap-2 border-b border-line px-5 py-3">
          <h2 className="text-base font-semibold">{title}</h2>
          {actions}
        </header>
      )}
      <div className="p-5">{children}</div>
    </section>
  );
}
