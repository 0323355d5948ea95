import { createContext, use, type ComponentProps, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA tabs pattern in the few lines the storefront needs, in place of radix-ui's Tabs
 * (the JavaScript budget per page, decision 0032): radix's Tabs brings its roving-focus, presence
 * and collection machinery, about 9.5 KB gzip, into the first download of the listings, a
 * package page and the FAQ. Same parts and attributes as radix (role, aria-selected,
 * aria-controls, data-state, roving tabindex, arrow keys, Home and End), so the markup, the
 * styles (data-[state=active]) and the tests did not change.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  automatic: boolean;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside Tabs.Root');
  return state;
}

const triggerId = (state: TabsState, value: string) => `${state.id}-trigger-${value}`;
const contentId = (state: TabsState, value: string) => `${state.id}-content-${value}`;

interface RootProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** automatic (default): a tab opens when focus reaches it; manual: arrows only move focus, Enter or Space opens. */
  activationMode?: 'automatic' | 'manual';
  /**
   * Prefix of the tab and panel ids, unique on the page. Not useId: a listing switching tabs
   * remounts its panel under a new id while the hydrated tabs kept theirs, and aria-controls
   * then pointed nowhere (axe caught it).
   */
  idPrefix: string;
}

function Root({ value, onValueChange, activationMode = 'automatic', idPrefix: id, children, ...props }: RootProps) {
  const state: TabsState = { value, select: onValueChange, automatic: activationMode === 'automatic', id };
  return (
    <TabsContext value={state}>
      <div dir="ltr" data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

/** Arrow keys move between tabs (wrapping round), Home and End to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  if (current === -1) return;
  const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[(next + tabs.length) % tabs.length]?.focus();
}

function List(props: ComponentProps<'div'>) {
  return <div role="tablist" aria-orientation="horizontal" data-orientation="horizontal" onKeyDown={moveFocus} {...props} />;
}

interface TriggerProps extends ComponentProps<'button'> {
  value: string;
}

function Trigger({ value, ...props }: TriggerProps) {
  const state = useTabs();
  const selected = state.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(state, value)}
      aria-selected={selected}
      aria-controls={contentId(state, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      onClick={() => selected || state.select(value)}
      onFocus={() => state.automatic && !selected && state.select(value)}
      {...props}
    />
  );
}

interface ContentProps extends ComponentProps<'div'> {
  value: string;
  /** Keep the panel in the DOM while another tab is open (hide it with data-[state=inactive]). */
  forceMount?: boolean;
}

function Content({ value, forceMount = false, children, ...props }: ContentProps) {
  const state = useTabs();
  const selected = state.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(state, value)}
      aria-labelledby={triggerId(state, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={0}
      {...props}
    >
      {children}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
