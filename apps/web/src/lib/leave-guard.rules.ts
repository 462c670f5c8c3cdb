// When a click on a link leaves the page a guard protects (unsaved edits). Pure.

export interface LinkClick {
  /** the link's resolved href (anchor.href) */
  href: string;
  target: string;
  download: boolean;
  /** the mouse button (0: main) and whether a modifier asks for a new tab or window */
  button: number;
  modified: boolean;
}

/**
 * The in-app path (with query and hash) a click on this link would navigate this tab to, when that
 * leaves the current page; null when it does not (a new tab or window, a download, a jump within the
 * page) or when it leaves the app (the browser asks itself then, through beforeunload).
 */
export function leavingPath(click: LinkClick, current: string): string | null {
  if (click.button !== 0 || click.modified || click.download) return null;
  if (click.target && click.target !== '_self') return null;
  let to: URL;
  let here: URL;
  try {
    here = new URL(current);
    to = new URL(click.href, here);
  } catch {
    return null;
  }
  if (to.origin !== here.origin) return null;
  if (to.pathname === here.pathname && to.search === here.search) return null;
  return `${to.pathname}${to.search}${to.hash}`;
}
