/** Stand-in for `useBaseUrl` with base URL '/'. */
export default function useBaseUrl(path: string): string {
  return path;
}
