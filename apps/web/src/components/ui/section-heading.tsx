import { cn } from '../../lib/cn';

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  as: Tag = 'h2',
  className,
  align = 'center',
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  as?: 'h1' | 'h2';
  className?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{eyebrow}</p>}
      <Tag className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">{title}</Tag>
      {subtitle && <p className="mt-3 text-lg text-stone-600">{subtitle}</p>}
    </div>
  );
}
