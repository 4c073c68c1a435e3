// Vite's `import.meta.glob`, which vitest runs too; declared here because this package does not
// depend on Vite's client types. Only the dictionary tests use it (to list a language's files).
interface ImportMeta {
  glob(pattern: string | readonly string[]): Record<string, () => Promise<unknown>>;
}
