// The heading of the page shown when a page fails to render.

export const RENDER_ERRORS = { title: 'Something went wrong' } as const;
