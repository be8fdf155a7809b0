function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the document title and description. Same title format as the server's injected
 * `<title>` (query/src/page_meta/): the page title, then the site name.
 */
export function setDocumentMeta(title: string, siteName: string, description: string): void {
  document.title = title === siteName ? title : `${title} | ${siteName}`;
  setMetaDescription(description);
}
