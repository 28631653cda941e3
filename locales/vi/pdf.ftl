## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

pdf-link = Sách trắng (PDF)
pdf-references = Tài liệu tham khảo
pdf-web-page = Phiên bản web của tài liệu này: { $url }
pdf-data = Mọi con số trong tài liệu này, cùng dữ liệu đầu vào tạo ra chúng (JSON): { $url }
pdf-latency-table = Thông lượng và độ trễ tại mỗi điểm đo
pdf-colophon = Thông tin xuất bản
pdf-colophon-text = Tài liệu được pixreport { $version } dàn trang bằng Typst từ các tệp đầu vào dưới đây; mỗi tệp được nhận diện bằng mã băm SHA-256, để người đọc có thể kiểm tra rằng mỗi biểu đồ đúng là được tạo từ chính dữ liệu này.
pdf-inputs = Tệp đầu vào
pdf-col-file = Tệp
pdf-col-sha256 = SHA-256
