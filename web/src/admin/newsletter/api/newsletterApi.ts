import { baseApi, errorCodeOf } from '@/shared/api';
import { type SubscribersQuery, subscribersApiQueryOf } from '../newsletterQuery';
import type {
  ArticleChoicePage,
  ArticleTitle,
  Issue,
  IssueAction,
  IssueContent,
  IssueSummary,
  IssueUpdate,
  Paged,
  SubscriberErased,
  SubscribersAnswer,
} from './newsletterTypes';

const ISSUES = 'AdminNewsletterIssues';
const SUBSCRIBERS = 'AdminNewsletterSubscribers';
/** The list's tag, beside each issue's own. */
const LIST = 'LIST';

/**
 * The newsletter's calls. A save answers the issue, which becomes the cached one at once; a
 * test or a send answers nothing, so the issue is fetched again (a test moves its version, a
 * send its status and progress). An issue whose sending started elsewhere (409 `issueAlreadySent`) is fetched
 * again too, so the page shows it as it is; a stale version (409 `conflict`) is not: staff
 * keep their edits and choose to reload.
 */
export const newsletterApi = baseApi
  .enhanceEndpoints({ addTagTypes: [ISSUES, SUBSCRIBERS] })
  .injectEndpoints({
    endpoints: (build) => {
      const issueTags = (id: number) =>
        [
          { type: ISSUES, id },
          { type: ISSUES, id: LIST },
        ] as const;

      return {
        getNewsletterSubscribers: build.query<SubscribersAnswer, SubscribersQuery>({
          query: (query) => `admin/newsletter/subscribers?${subscribersApiQueryOf(query)}`,
          providesTags: [SUBSCRIBERS],
        }),

        // Every page of the list changes: the address leaves it, and the counts drop.
        eraseNewsletterSubscriber: build.mutation<SubscriberErased, string>({
          query: (id) => ({
            url: `admin/newsletter/subscribers/${encodeURIComponent(id)}/erase`,
            method: 'POST',
          }),
          invalidatesTags: (erased) => (erased ? [SUBSCRIBERS] : []),
        }),

        // Polled while an issue is being sent: a failed poll leaves the page as it is.
        getNewsletterIssues: build.query<Paged<IssueSummary>, number>({
          query: (page) => `admin/newsletter/issues?page=${page}`,
          extraOptions: { keepsPage: true },
          providesTags: [{ type: ISSUES, id: LIST }],
        }),

        getNewsletterIssue: build.query<Issue, number>({
          query: (id) => `admin/newsletter/issues/${id}`,
          extraOptions: { keepsPage: true },
          providesTags: (_issue, _error, id) => [{ type: ISSUES, id }],
        }),

        createNewsletterIssue: build.mutation<Issue, IssueContent>({
          query: (content) => ({
            url: 'admin/newsletter/issues',
            method: 'POST',
            body: { content },
          }),
          async onQueryStarted(_content, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (!result) return;
            dispatch(
              newsletterApi.util.upsertQueryData('getNewsletterIssue', result.data.id, result.data),
            );
          },
          invalidatesTags: (issue) => (issue ? [{ type: ISSUES, id: LIST }] : []),
        }),

        saveNewsletterIssue: build.mutation<Issue, IssueUpdate>({
          query: ({ id, content, version }) => ({
            url: `admin/newsletter/issues/${id}`,
            method: 'PUT',
            body: { content, version },
          }),
          async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (!result) return;
            dispatch(newsletterApi.util.upsertQueryData('getNewsletterIssue', id, result.data));
          },
          invalidatesTags: (issue, error, { id }) => {
            if (issue) return [{ type: ISSUES, id: LIST }];
            return errorCodeOf(error) === 'issueAlreadySent' ? issueTags(id) : [];
          },
        }),

        sendNewsletterTest: build.mutation<null, IssueAction>({
          query: ({ id, version }) => ({
            url: `admin/newsletter/issues/${id}/test`,
            method: 'POST',
            body: { version },
          }),
          invalidatesTags: (_sent, error, { id }) =>
            !error || errorCodeOf(error) === 'issueAlreadySent' ? issueTags(id) : [],
        }),

        sendNewsletterIssue: build.mutation<null, IssueAction>({
          query: ({ id, version }) => ({
            url: `admin/newsletter/issues/${id}/send`,
            method: 'POST',
            body: { version },
          }),
          invalidatesTags: (_sent, error, { id }) =>
            !error || errorCodeOf(error) === 'issueAlreadySent' ? issueTags(id) : [],
        }),

        // The blog's own list, of which an issue links published articles.
        getNewsletterArticleChoices: build.query<ArticleChoicePage, number>({
          query: (page) => `admin/articles?page=${page}`,
        }),

        getNewsletterArticleTitles: build.query<ArticleTitle[], undefined>({
          query: () => 'admin/articles/titles',
        }),
      };
    },
  });

export const {
  useGetNewsletterSubscribersQuery,
  useEraseNewsletterSubscriberMutation,
  useGetNewsletterIssuesQuery,
  useGetNewsletterIssueQuery,
  useCreateNewsletterIssueMutation,
  useSaveNewsletterIssueMutation,
  useSendNewsletterTestMutation,
  useSendNewsletterIssueMutation,
  useGetNewsletterArticleChoicesQuery,
  useGetNewsletterArticleTitlesQuery,
} = newsletterApi;
