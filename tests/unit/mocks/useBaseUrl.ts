/** Stand-in for `useBaseUrl` with base URL '/'. */
export default function useBaseUrl(path: string): string {
  return path;
}

/** Stand-in for `useBaseUrlUtils` with base URL '/'. */
export function useBaseUrlUtils(): {withBaseUrl: (path: string) => string} {
  return {withBaseUrl: (path) => path};
}
