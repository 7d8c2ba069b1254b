package dev.kairos.security;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;

import dev.kairos.storage.DataFolder;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.context.SmartLifecycle;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * Local commands for a running server on the embedded database, which only one process
 * can open: {@code --create-user} connects to {@code kairos.sock} in the data folder and
 * the server creates the user and the key. The socket is a Unix domain socket, not a
 * network port; the folder is owner-only, the socket file too, and the server answers
 * only a process of the folder's owner (checked with SO_PEERCRED).
 * <p>
 * One line each way: {@code create-user alice@example.com} in, {@code ok <key>} or
 * {@code error <why>} out.
 */
@Component
class CommandSocket implements SmartLifecycle {

	private static final Log logger = LogFactory.getLog(CommandSocket.class);

	/**
	 * How long one command may take, its line included; longer, and the server hangs up.
	 */
	private static final Duration READ_TIMEOUT = Duration.ofSeconds(30);

	private static final int MAX_LINE = 1024;

	private final @Nullable DataFolder folder;

	private final KeyIssuer issuer;

	private volatile @Nullable ServerSocketChannel server;

	CommandSocket(Environment environment, KeyIssuer issuer) {
		this.folder = DataFolder.of(environment.getProperty("spring.datasource.url")).orElse(null);
		this.issuer = issuer;
	}

	@Override
	public void start() {
		if (this.folder == null) {
			return;
		}
		Path socket = this.folder.socket();
		try {
			// Left by a server that was killed: only one process opens the database, so
			// it is ours.
			Files.deleteIfExists(socket);
			ServerSocketChannel channel = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
			channel.bind(UnixDomainSocketAddress.of(socket));
			Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-------"));
			this.server = channel;
			UserPrincipal owner = Files.getOwner(this.folder.path());
			Thread acceptor = new Thread(() -> serve(channel, owner), "kairos-command-socket");
			acceptor.setDaemon(true);
			acceptor.start();
		}
		catch (IOException | UnsupportedOperationException ex) {
			logger.warn("No local command socket at " + socket + " (" + ex + "); --create-user works only while "
					+ "the server is stopped");
		}
	}

	private void serve(ServerSocketChannel channel, UserPrincipal owner) {
		while (channel.isOpen()) {
			try (SocketChannel client = channel.accept()) {
				// One command at a time, each given READ_TIMEOUT to arrive; closing the
				// channel
				// ends a read that waits longer.
				Thread handler = new Thread(() -> answer(client, owner), "kairos-command");
				handler.setDaemon(true);
				handler.start();
				handler.join(READ_TIMEOUT.toMillis());
				if (handler.isAlive()) {
					client.close();
					handler.join(READ_TIMEOUT.toMillis());
				}
			}
			catch (IOException ex) {
				if (channel.isOpen()) {
					logger.warn("Local command socket: " + ex);
				}
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
		}
	}

	private void answer(SocketChannel client, UserPrincipal owner) {
		try {
			UnixDomainPrincipal peer = client.getOption(ExtendedSocketOptions.SO_PEERCRED);
			if (!peer.user().equals(owner)) {
				reply(client, new Reply(false, "only the data folder's owner may run commands"));
				return;
			}
			String line = readLine(client);
			if (line == null || !line.startsWith("create-user ")) {
				reply(client, new Reply(false, "unknown command"));
				return;
			}
			String email = line.substring("create-user ".length());
			if (!CreateUserCommand.isEmail(email)) {
				reply(client, new Reply(false, CreateUserCommand.USAGE));
				return;
			}
			reply(client, new Reply(true, this.issuer.issue(email)));
		}
		catch (IOException ex) {
			// The client went away.
		}
		catch (RuntimeException ex) {
			logger.error("Local command failed", ex);
			try {
				reply(client, new Reply(false, "the server could not create the user; see its log"));
			}
			catch (IOException ignored) {
				// The client went away.
			}
		}
	}

	/** Send one command line and read the one-line reply. */
	static Reply ask(SocketChannel channel, String command) throws IOException {
		channel.write(ByteBuffer.wrap((command + "\n").getBytes(StandardCharsets.UTF_8)));
		String line = readLine(channel);
		if (line == null) {
			throw new IOException("The server closed the connection");
		}
		int space = line.indexOf(' ');
		String status = (space < 0) ? line : line.substring(0, space);
		String text = (space < 0) ? "" : line.substring(space + 1);
		return new Reply(status.equals("ok"), text);
	}

	private static void reply(SocketChannel client, Reply reply) throws IOException {
		String line = (reply.ok() ? "ok " : "error ") + reply.text().replace('\n', ' ') + "\n";
		client.write(ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8)));
	}

	private static @Nullable String readLine(SocketChannel channel) throws IOException {
		ByteBuffer buffer = ByteBuffer.allocate(MAX_LINE);
		while (buffer.hasRemaining()) {
			int before = buffer.position();
			if (channel.read(buffer) < 0) {
				return null;
			}
			for (int i = before; i < buffer.position(); i++) {
				if (buffer.get(i) == '\n') {
					return new String(buffer.array(), 0, i, StandardCharsets.UTF_8);
				}
			}
		}
		return null;
	}

	@Override
	public void stop() {
		ServerSocketChannel channel = this.server;
		if (channel != null && this.folder != null) {
			this.server = null;
			try {
				channel.close();
				Files.deleteIfExists(this.folder.socket());
			}
			catch (IOException ex) {
				logger.warn("Could not remove " + this.folder.socket() + ": " + ex);
			}
		}
	}

	@Override
	public boolean isRunning() {
		return this.server != null;
	}

	/** A reply: the key, or what went wrong. */
	record Reply(boolean ok, String text) {
	}

}
