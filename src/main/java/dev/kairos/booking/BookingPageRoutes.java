package dev.kairos.booking;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.ViewControllerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The web app's booking page at {@code /book/{slug}} (and a booking's manage page at
 * {@code /book/manage}): one static page, {@code book.html}, that reads the slug from its
 * address.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
class BookingPageRoutes implements WebMvcConfigurer {

	@Override
	public void addViewControllers(ViewControllerRegistry registry) {
		registry.addViewController("/book/{slug:[a-z0-9-]+}").setViewName("forward:/book.html");
	}

}
