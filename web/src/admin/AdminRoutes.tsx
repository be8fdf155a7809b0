import { Route, Routes } from 'react-router';
import { AboutAdminPage } from './about/AboutAdminPage';
import { AlbumPage } from './photogallery/AlbumPage';
import { AlbumsPage } from './photogallery/AlbumsPage';
import { BlogPage } from './blog/BlogPage';
import { ContactsAdminPage } from './contacts/ContactsAdminPage';
import { ArticleEditorPage } from './blog/editor/ArticleEditorPage';
import { DogPage } from './dogs/DogPage';
import { DogsPage } from './dogs/DogsPage';
import { FaqAdminPage } from './faq/FaqAdminPage';
import { InboxItemPage } from './inbox/InboxItemPage';
import { InboxPage } from './inbox/InboxPage';
import { IssuePage } from './newsletter/IssuePage';
import { NewsletterPage } from './newsletter/NewsletterPage';
import { PricesAdminPage } from './prices/PricesAdminPage';
import { AdminNotFoundPage } from '@/admin/shared/errors/AdminNotFoundPage';
import { AdminLayout } from './layout/AdminLayout';
import { ProfilePage } from './profile/ProfilePage';
import { ReviewsAdminPage } from './reviews/ReviewsAdminPage';
import { SettingsPage } from './settings/SettingsPage';
import { AdminLanding } from './signin/AdminLanding';

/** Paths relative to /admin. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<AdminLanding />} />
      <Route element={<AdminLayout />}>
        <Route path="profile" element={<ProfilePage />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="inbox/:id" element={<InboxItemPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/edit/article" element={<ArticleEditorPage />} />
        <Route path="blog/edit/article/:id" element={<ArticleEditorPage />} />
        <Route path="want-a-friend" element={<DogsPage />} />
        <Route path="want-a-friend/dog/:id" element={<DogPage />} />
        <Route path="photogallery" element={<AlbumsPage />} />
        <Route path="photogallery/album/:id" element={<AlbumPage />} />
        <Route path="contacts" element={<ContactsAdminPage />} />
        <Route path="about" element={<AboutAdminPage />} />
        <Route path="faq" element={<FaqAdminPage />} />
        <Route path="prices" element={<PricesAdminPage />} />
        <Route path="reviews" element={<ReviewsAdminPage />} />
        <Route path="newsletter" element={<NewsletterPage />} />
        <Route path="newsletter/issues/new" element={<IssuePage />} />
        <Route path="newsletter/issues/:id" element={<IssuePage />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
