import { Children, createContext, isValidElement, useContext, useLayoutEffect, type ReactElement, type ReactNode } from 'react';

/** Filled while a page renders on the server: the <head> tags its parts ask for, in order. */
export interface HeadCollector {
  add(tags: ReactNode): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

type TagProps = Record<string, unknown> & { children?: ReactNode };

/** One <meta>/<link> per name, property or rel: a later part (a 404 inside a page) replaces an earlier one. */
function selectorOf(type: string, props: TagProps): string | null {
  if (type === 'meta' && typeof props.name === 'string') return `meta[name="${props.name}"]`;
  if (type === 'meta' && typeof props.property === 'string') return `meta[property="${props.property}"]`;
  if (type === 'link' && typeof props.rel === 'string') return `link[rel="${props.rel}"]`;
  return null;
}

/** The tags a part asks for, as DOM elements in <head>; returns a clean-up that takes back what it added. */
function applyTags(tags: ReactNode): () => void {
  const owned: Element[] = [];
  let title: string | undefined;
  for (const tag of Children.toArray(tags)) {
    if (!isValidElement(tag) || typeof tag.type !== 'string') continue;
    const props = (tag as ReactElement<TagProps>).props;
    if (tag.type === 'title') {
      title = Children.toArray(props.children).join('');
      continue;
    }
    const selector = selectorOf(tag.type, props);
    if (!selector) continue;
    // The server's copy of the same tag (or the page template's default) is taken over, so a
    // hydrated page does not carry it twice.
    const element = document.head.querySelector(selector) ?? document.head.appendChild(document.createElement(tag.type));
    for (const [name, value] of Object.entries(props)) if (name !== 'children' && value !== undefined) element.setAttribute(name, String(value));
    owned.push(element);
  }
  if (title !== undefined) document.title = title;
  return () => owned.forEach((element) => element.remove());
}

/**
 * <title>, <meta> and <link> tags for the document's <head>, rendered with the part of the
 * page they describe (decision 0037): on the server they are collected and written into the
 * page's <head> (robots and link previews run no JavaScript); in the browser they are set when
 * the part mounts (a navigation) and taken back when it leaves, so a page's noindex or
 * canonical URL never outlives it.
 */
export function DocumentHead({ children }: { children: ReactNode }) {
  const collector = useContext(HeadCollectorContext);
  collector?.add(children);
  useLayoutEffect(() => applyTags(children), [children]);
  return null;
}
