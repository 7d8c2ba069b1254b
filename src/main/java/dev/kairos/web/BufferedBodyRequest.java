package dev.kairos.web;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.MultipartConfigElement;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.Part;
import org.apache.catalina.core.ApplicationPart;
import org.apache.tomcat.util.http.fileupload.FileItem;
import org.apache.tomcat.util.http.fileupload.FileUpload;
import org.apache.tomcat.util.http.fileupload.FileUploadException;
import org.apache.tomcat.util.http.fileupload.disk.DiskFileItemFactory;
import org.apache.tomcat.util.http.fileupload.servlet.ServletRequestContext;
import org.jspecify.annotations.Nullable;

/**
 * A request whose body was read already (by {@link BodyReadFilter}) and is served from
 * memory; an empty one stands for a body that is never to be read. Its parameters are
 * those of the query string (and, for multipart bodies, of the text parts), so nothing
 * makes the container read the connection again; multipart bodies are parsed from memory
 * with the container's own parser and limits.
 */
final class BufferedBodyRequest extends HttpServletRequestWrapper {

	/** The container's default: more parts than this is not the import's upload. */
	private static final int MAX_PARTS = 10;

	private final byte[] body;

	private final @Nullable MultipartConfigElement multipart;

	private @Nullable Map<String, String[]> parameters;

	private @Nullable List<Part> parts;

	BufferedBodyRequest(HttpServletRequest request, byte[] body, @Nullable MultipartConfigElement multipart) {
		super(request);
		this.body = body;
		this.multipart = multipart;
	}

	static boolean isMultipart(HttpServletRequest request) {
		String type = request.getContentType();
		return type != null && type.toLowerCase(java.util.Locale.ROOT).startsWith("multipart/");
	}

	@Override
	public int getContentLength() {
		return this.body.length;
	}

	@Override
	public long getContentLengthLong() {
		return this.body.length;
	}

	@Override
	public ServletInputStream getInputStream() {
		return new BodyStream(new ByteArrayInputStream(this.body));
	}

	@Override
	public BufferedReader getReader() throws UnsupportedEncodingException {
		String encoding = getCharacterEncoding();
		Charset charset = (encoding != null) ? Charset.forName(encoding) : StandardCharsets.ISO_8859_1;
		return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(this.body), charset));
	}

	@Override
	public @Nullable String getParameter(String name) {
		String[] values = getParameterMap().get(name);
		return (values != null) ? values[0] : null;
	}

	@Override
	public Enumeration<String> getParameterNames() {
		return Collections.enumeration(getParameterMap().keySet());
	}

	@Override
	public String @Nullable [] getParameterValues(String name) {
		return getParameterMap().get(name);
	}

	@Override
	public Map<String, String[]> getParameterMap() {
		if (this.parameters == null) {
			Map<String, String[]> parameters = new LinkedHashMap<>(RequestLineCheck.decodeQuery(getQueryString()));
			if (this.multipart != null && isMultipart(this)) {
				try {
					for (Part part : getParts()) {
						if (part.getSubmittedFileName() == null && !parameters.containsKey(part.getName())) {
							parameters.put(part.getName(),
									new String[] { new String(part.getInputStream().readAllBytes(), charset()) });
						}
					}
				}
				catch (IOException | ServletException ex) {
					// No parts: the multipart resolver reports the failure itself.
				}
			}
			this.parameters = Collections.unmodifiableMap(parameters);
		}
		return this.parameters;
	}

	private Charset charset() {
		String encoding = getCharacterEncoding();
		return (encoding != null) ? Charset.forName(encoding) : StandardCharsets.UTF_8;
	}

	@Override
	public Collection<Part> getParts() throws IOException, ServletException {
		if (this.parts == null) {
			if (this.multipart == null || !isMultipart(this)) {
				throw new ServletException("Not a multipart request this service parses");
			}
			File location = new File(this.multipart.getLocation().isEmpty() ? System.getProperty("java.io.tmpdir")
					: this.multipart.getLocation());
			DiskFileItemFactory factory = new DiskFileItemFactory();
			factory.setRepository(location);
			factory.setSizeThreshold(Math.max(0, this.multipart.getFileSizeThreshold()));
			FileUpload upload = new FileUpload();
			upload.setFileItemFactory(factory);
			upload.setFileSizeMax(this.multipart.getMaxFileSize());
			upload.setSizeMax(this.multipart.getMaxRequestSize());
			upload.setFileCountMax(MAX_PARTS);
			try {
				List<Part> parts = new ArrayList<>();
				for (FileItem item : upload.parseRequest(new ServletRequestContext(this))) {
					parts.add(new ApplicationPart(item, location));
				}
				this.parts = parts;
			}
			catch (FileUploadException ex) {
				throw new IllegalStateException(ex);
			}
		}
		return this.parts;
	}

	@Override
	public @Nullable Part getPart(String name) throws IOException, ServletException {
		for (Part part : getParts()) {
			if (part.getName().equals(name)) {
				return part;
			}
		}
		return null;
	}

	private static final class BodyStream extends ServletInputStream {

		private final ByteArrayInputStream bytes;

		BodyStream(ByteArrayInputStream bytes) {
			this.bytes = bytes;
		}

		@Override
		public int read() {
			return this.bytes.read();
		}

		@Override
		public int read(byte[] buffer, int offset, int length) {
			return this.bytes.read(buffer, offset, length);
		}

		@Override
		public boolean isFinished() {
			return this.bytes.available() == 0;
		}

		@Override
		public boolean isReady() {
			return true;
		}

		@Override
		public void setReadListener(ReadListener listener) {
			try {
				if (this.bytes.available() > 0) {
					listener.onDataAvailable();
				}
				listener.onAllDataRead();
			}
			catch (IOException ex) {
				listener.onError(ex);
			}
		}

	}

}
