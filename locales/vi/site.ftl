## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

nav-label = Điều hướng trang
site-intro = Các báo cáo đánh giá hiệu năng lưu trữ được tạo bằng pixreport. Hãy chọn một báo cáo và một ngôn ngữ.
nav-all-reports = Tất cả báo cáo
nav-reports = Các báo cáo khác
site-headline = Giá trị đỉnh của “{ $benchmark }”: { $peaks }
theme-label = Màu sắc
theme-auto = Theo hệ thống
theme-light = Sáng
theme-dark = Tối
search-link = Tìm kiếm
search-title = Tìm trong các báo cáo
search-label = Từ cần tìm
search-button = Tìm
search-found = Các báo cáo có chứa những từ này:
search-none = Không có báo cáo nào chứa những từ này.
search-unavailable = Bản sao này của trang chưa có tìm kiếm: chỉ mục được thêm vào khi trang được xuất bản.
search-noscript = Tìm kiếm chạy trong trình duyệt và cần JavaScript. Mọi báo cáo đều được liệt kê ở trang chỉ mục.
cite-heading = Trích dẫn báo cáo này
cite-plain = Dạng văn bản
cite-bibtex = BibTeX
site-examples-heading = Các ví dụ đo trên máy ảo
site-examples-intro = Những lần chạy nhỏ trên một máy ảo phát triển, cho thấy nhật ký benchmark thô trở thành báo cáo như thế nào. Chúng đo bộ nhớ đệm trang và ổ đĩa ảo của máy, không phải một sản phẩm lưu trữ, nên được tách riêng khỏi các báo cáo đánh giá ở trên.
skip-link = Chuyển đến nội dung chính
cite-files = Tệp trích dẫn
cite-cff-message = Nếu trích dẫn báo cáo này, hãy trích dẫn theo thông tin dưới đây.
serve-failed = pixreport serve: lần dựng thất bại; trang bên dưới là kết quả của lần dựng thành công gần nhất.
