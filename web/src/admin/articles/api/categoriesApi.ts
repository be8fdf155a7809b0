import { baseApi } from '@/shared/api';
import type { AdminCategory, LocalizedText } from './articleTypes';

/** Article changes move the categories' article counts; they invalidate this tag. */
export const CATEGORIES_TAG = 'AdminCategories';

/** The blog's categories (SPEC §5 "Category"); each change answers the new list. */
export const categoriesApi = baseApi
  .enhanceEndpoints({ addTagTypes: [CATEGORIES_TAG] })
  .injectEndpoints({
    endpoints: (build) => {
      /** The answer is the whole new list: it becomes the cached one without another call. */
      const changeOf = <Arg>(
        request: (arg: Arg) => { url: string; method: string; body?: unknown },
      ) =>
        build.mutation<AdminCategory[], Arg>({
          query: request,
          async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (result) {
              dispatch(
                categoriesApi.util.upsertQueryData('getAdminCategories', undefined, result.data),
              );
            }
          },
        });

      return {
        getAdminCategories: build.query<AdminCategory[], undefined>({
          query: () => 'admin/articles/categories',
          providesTags: [CATEGORIES_TAG],
        }),

        addCategory: changeOf((name: LocalizedText) => ({
          url: 'admin/articles/categories/add',
          method: 'POST',
          body: { name },
        })),

        deleteCategory: changeOf((id: number) => ({
          url: `admin/articles/categories/${id}`,
          method: 'DELETE',
        })),
      };
    },
  });

export const { useGetAdminCategoriesQuery, useAddCategoryMutation, useDeleteCategoryMutation } =
  categoriesApi;
