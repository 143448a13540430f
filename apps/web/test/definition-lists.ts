/**
 * What axe's definition-list rule refuses in each `<dl>` under `root`, one line each: a child other than a
 * `<dt>` or `<dd>`, or than a plain `<div>` grouping them (issue 34). Empty when every list is well formed.
 */
export function definitionListMisfits(root: ParentNode): string[] {
  return [...root.querySelectorAll('dl')].flatMap((list) =>
    [...list.children]
      .flatMap((child) =>
        child.tagName === 'DIV' && !child.hasAttribute('role') ? [...child.children] : [child],
      )
      .filter(
        (item) => !['DT', 'DD', 'SCRIPT', 'TEMPLATE'].includes(item.tagName) || item.hasAttribute('role'),
      )
      .map((item) => `<${item.tagName.toLowerCase()}> in a <dl>: "${item.textContent ?? ''}"`),
  );
}
