command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:31:12Z
finished_utc: 2026-12-06T02:31:22Z
elapsed_s: 9.6
load_before:  02:31:12 up 15:24,  0 user,  load average: 6.71, 5.41, 3.89
busiest_before: pixreport-c1bba(55.2%) calibrate_real(38.8%) rustc(36.8%) rustc(25.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj4.json
