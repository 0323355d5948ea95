// True while React hydrates a server-rendered page (main.tsx sets it before hydrateRoot and
// clears it once the first commit is done). Parts that defer their code (DeferredHydration)
// keep the server's markup only then; rendered later, they simply show a placeholder.
let hydrating = false;

export function setHydrating(value: boolean) {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}
