/** Vite's build manifest (`vite build --manifest`): each chunk by its source, with what it loads. */
export type Manifest = Record<
  string,
  {
    file: string;
    src?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
>;

/**
 * Every style sheet of the build in the order the site loads them: from each entry, a chunk's
 * imports before its own sheets (as Vite links a lazy chunk's dependencies' sheets before its
 * own), then the chunks it loads later. Paths as index.html links them (`/assets/x.css`).
 */
export function stylesheetLoadOrder(manifest: Manifest): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!order.includes(`/${css}`)) order.push(`/${css}`);
    for (const later of chunk.dynamicImports ?? []) visit(later);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return order;
}

/**
 * What the site's start needs, in load order: index.html's entry is the boot script, which
 * imports the site (`src/main.tsx`) once the frame is painted; that chunk and every chunk it
 * imports, with their style sheets. The HTML preloads the scripts and holds the sheets inline, so
 * the start waits for no request made after the paint.
 */
export function startFiles(manifest: Manifest): { scripts: string[]; stylesheets: string[] } {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(`/${css}`)) stylesheets.push(`/${css}`);
  };
  // index.html's entry only: the site's start is an entry too (`siteStart`), whose lazy pages wait.
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !(chunk.src ?? '').endsWith('.html')) continue;
    for (const css of chunk.css ?? []) if (!stylesheets.includes(`/${css}`)) stylesheets.push(`/${css}`);
    for (const started of chunk.dynamicImports ?? []) visit(started);
  }
  return { scripts, stylesheets };
}

/**
 * The site's start when index.html's boot script imports it statically, which would run the site
 * before the frame's first paint (a chunk the two share ending up in the start's chunk); else null.
 */
export function startImportedByBoot(manifest: Manifest): string | null {
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !(chunk.src ?? '').endsWith('.html')) continue;
    const started = (chunk.imports ?? []).find((key) => chunk.dynamicImports?.includes(key));
    if (started) return started;
  }
  return null;
}

/** `securityCentre` is in `security-centre.ts`: a namespace's file name in the dictionaries. */
const fileNameOf = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The built chunks of some namespaces of one language's dictionary (`dictionaries/<language>/<file>.ts`). */
export function dictionaryFiles(
  manifest: Manifest,
  language: string,
  namespaces: readonly string[],
): string[] {
  const wanted = new Set(
    namespaces.map((namespace) => `/dictionaries/${language}/${fileNameOf(namespace)}.ts`),
  );
  return Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        chunk.isDynamicEntry && [...wanted].some((ending) => (chunk.src ?? key).endsWith(ending)),
    )
    .map(([, chunk]) => `/${chunk.file}`)
    .sort();
}

/**
 * The chunks that hold some style sheets, with the chunks they import: the frame's page is made of
 * the chunks whose styles it shows, so these are the scripts its first render loads after the
 * start (the page's chunk and the pieces it shares), which the HTML can preload with the start.
 */
export function scriptsStyling(manifest: Manifest, stylesheets: readonly string[]): string[] {
  const scripts: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.includes(`/${chunk.file}`)) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(`/${chunk.file}`);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if ((chunk.css ?? []).some((css) => stylesheets.includes(`/${css}`))) visit(key);
  }
  return scripts;
}
