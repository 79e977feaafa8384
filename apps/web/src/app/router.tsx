// The route table: every page is its own lazily loaded chunk, and admin pages never reach shoppers.
// Declarative routing keeps React Router's data-loading machinery, which the shop does not use,
// out of the first download.
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AdminRoute, ProtectedRoute } from './guards/route-guards';
import { RootLayout } from './layout/root-layout';

const Landing = lazy(() => import('./routes/landing.route'));
const ViewAllProducts = lazy(() => import('./routes/view-all-products.route'));
const ProductList = lazy(() => import('./routes/product-list.route'));
const ProductDetail = lazy(() => import('./routes/product-detail.route'));
const Login = lazy(() => import('./routes/login.route'));
const Signup = lazy(() => import('./routes/signup.route'));
const ForgotPassword = lazy(() => import('./routes/forgot-password.route'));
const ResetPassword = lazy(() => import('./routes/reset-password.route'));
const Logout = lazy(() => import('./routes/logout.route'));
const About = lazy(() => import('./routes/about.route'));
const Mentors = lazy(() => import('./routes/mentors.route'));
const Contact = lazy(() => import('./routes/contact.route'));
const Faq = lazy(() => import('./routes/faq.route'));
const Campus = lazy(() => import('./routes/campus.route'));
const NotFound = lazy(() => import('./routes/not-found.route'));
const Cart = lazy(() => import('./routes/cart.route'));
const Checkout = lazy(() => import('./routes/checkout.route'));
const MyOrders = lazy(() => import('./routes/my-orders.route'));
const Profile = lazy(() => import('./routes/profile.route'));
const OrderSuccess = lazy(() => import('./routes/order-success.route'));
const AdminLayout = lazy(() => import('./routes/admin-layout.route'));
const AdminProducts = lazy(() => import('./routes/admin-products.route'));
const AdminProductDetail = lazy(() => import('./routes/admin-product-detail.route'));
const AdminProductForm = lazy(() => import('./routes/admin-product-form.route'));
const AdminOrders = lazy(() => import('./routes/admin-orders.route'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<Landing />} />
        <Route path="/view-all-products" element={<ViewAllProducts />} />
        <Route path="/login" element={<Login />} />
        <Route path="/signup" element={<Signup />} />
        <Route path="/forgot-password" element={<ForgotPassword />} />
        <Route path="/reset-password" element={<ResetPassword />} />
        <Route path="/logout" element={<Logout />} />
        <Route path="/about" element={<About />} />
        <Route path="/mentors" element={<Mentors />} />
        <Route path="/contact" element={<Contact />} />
        <Route path="/faqSection" element={<Faq />} />
        <Route path="/campus" element={<Campus />} />
        <Route element={<ProtectedRoute />}>
          <Route path="/home" element={<Landing />} />
          <Route path="/productList" element={<ProductList />} />
          <Route path="/product-detail/:id" element={<ProductDetail />} />
          <Route path="/cart" element={<Cart />} />
          <Route path="/checkout" element={<Checkout />} />
          <Route path="/my-orders" element={<MyOrders />} />
          <Route path="/profile" element={<Profile />} />
          <Route path="/order-success/:id" element={<OrderSuccess />} />
        </Route>
        <Route element={<AdminRoute />}>
          <Route element={<AdminLayout />}>
            <Route path="/admin" element={<AdminProducts />} />
            <Route path="/admin/product-detail/:id" element={<AdminProductDetail />} />
            <Route path="/admin/product-form" element={<AdminProductForm />} />
            <Route path="/admin/product-form/edit/:id" element={<AdminProductForm />} />
            <Route path="/admin/orders" element={<AdminOrders />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
