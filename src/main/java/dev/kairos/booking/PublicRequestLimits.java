package dev.kairos.booking;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Counts every request to {@code /api/public/**} against its address before anything of
 * it is read into a request record, so that invalid requests count as much as valid ones
 * ({@link BookingThrottle}).
 */
@Component
@ConditionalOnWebApplication
class PublicRequestLimits implements WebMvcConfigurer, HandlerInterceptor {

	private final BookingThrottle throttle;

	PublicRequestLimits(BookingThrottle throttle) {
		this.throttle = throttle;
	}

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(this).addPathPatterns("/api/public/**");
	}

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
		boolean booking = "POST".equals(request.getMethod()) && request.getRequestURI().endsWith("/bookings");
		this.throttle.request(request.getRemoteAddr(), booking);
		return true;
	}

}
