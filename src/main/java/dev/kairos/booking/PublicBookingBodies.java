package dev.kairos.booking;

import jakarta.servlet.http.HttpServletRequest;

import dev.kairos.shared.PublicBody;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.stereotype.Component;

/**
 * The public side takes two bodies without sign-in, both small JSON: a booking
 * ({@code POST /api/public/booking-pages/{slug}/bookings}) and a move ({@code PATCH
 * /api/public/bookings/{token}}). Their size is bounded by the service's request body
 * limit; nothing else under {@code /api/public/} has its body read.
 */
@Component
@ConditionalOnWebApplication
class PublicBookingBodies implements PublicBody {

	@Override
	public boolean covers(String path) {
		return path.startsWith("/api/public/");
	}

	@Override
	public boolean read(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		String[] parts = path.split("/");
		// "", "api", "public", "booking-pages", slug, "bookings"
		if ("POST".equals(request.getMethod())) {
			return parts.length == 6 && parts[3].equals("booking-pages") && parts[5].equals("bookings");
		}
		if ("PATCH".equals(request.getMethod())) {
			return parts.length == 5 && parts[3].equals("bookings");
		}
		return false;
	}

}
