export interface BlogArticle {
  slug: string;
  title: string;
  summary: string;
  sections: { heading?: string; paragraphs: string[]; code?: string }[];
}
